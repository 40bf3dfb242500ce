import { Controller, Get, Headers, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ChangelogResponse } from '@shop/contracts';
import type { Request, Response } from 'express';
import { AuthUser, Public } from '../core/auth/auth.decorators';
import { AppConfig } from '../core/config/app-config';
import { CatalogService } from './catalog.service';
import { countryFromAcceptLanguage, countryFromParam, DEFAULT_COUNTRY } from './country';
import { PricingQueryDto } from './pricing-query.dto';
import type { CachedBody } from './pricing.cache';

/** Answers a pre-serialized JSON body, or 304 when the caller already has it. */
function sendCached(req: Request, res: Response, body: CachedBody): void {
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('ETag', body.etag);
  if (req.headers['if-none-match'] === body.etag) {
    res.status(304).end();
    return;
  }
  res.type('application/json').send(body.json);
}

@ApiTags('Catalogue')
@Public()
@Controller()
export class CatalogController {
  private readonly info: CachedBody;

  constructor(
    private readonly catalog: CatalogService,
    config: AppConfig,
  ) {
    const json = JSON.stringify({ version: config.version });
    this.info = { json, etag: `"v${config.version}"`, expiresAt: Infinity };
  }

  @Get('info.json')
  @ApiOperation({ operationId: 'getInfo', summary: 'Site version' })
  @ApiOkResponse({ schema: { properties: { version: { type: 'string' } } } })
  getInfo(@Req() req: Request, @Res() res: Response): void {
    sendCached(req, res, this.info);
  }

  @Get('api/Pricing')
  @ApiOperation({
    operationId: 'getPricing',
    summary: "Prices, exclusions and shipment countries for the caller's country",
    description: "Country: the logged-in user's, else ?country=, else the Accept-Language language's, else DEFAULT.",
  })
  async getPricing(
    @Query() query: PricingQueryDto,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @Req() req: Request & { user?: AuthUser },
    @Res() res: Response,
  ): Promise<void> {
    const country =
      req.user?.country ??
      (query.country ? countryFromParam(query.country) : undefined) ??
      countryFromAcceptLanguage(acceptLanguage) ??
      DEFAULT_COUNTRY;
    sendCached(req, res, await this.catalog.pricingFor(country));
  }

  @Get('api/Changelog')
  @ApiOperation({ operationId: 'getChangelog', summary: 'Enabled changelog entries keyed by type (maintenance, release, ...)' })
  getChangelog(): Promise<ChangelogResponse> {
    return this.catalog.changelog();
  }
}
