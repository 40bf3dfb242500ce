import { Controller, Get, Headers, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../core/auth/auth.decorators';
import type { AuthUser } from '../core/auth/auth.decorators';
import {
  ChangelogItemResponse,
  InfoResponseBody,
  PricingResponseBody,
  type ChangelogResponseBody,
} from './catalog.responses';
import { CatalogService } from './catalog.service';
import { resolvePricingCountry } from './country';
import { PricingQueryDto } from './pricing-query.dto';
import { replyCached } from './pricing.cache';

@ApiTags('Catalogue')
@ApiExtraModels(ChangelogItemResponse)
@Public()
@Controller()
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @Get('info.json')
  @ApiOperation({ operationId: 'getInfo', summary: 'Site version' })
  @ApiOkResponse({ type: InfoResponseBody })
  getInfo(@Req() req: FastifyRequest, @Res() res: FastifyReply): void {
    replyCached(req, res, this.catalog.info);
  }

  @Get('api/Pricing')
  @ApiOperation({
    operationId: 'getPricing',
    summary: "Prices, exclusions and shipment countries for the caller's country",
    description:
      "Country: ?country= (a country code, or a language meaning its country), else the logged-in user's, else the Accept-Language language's, else DEFAULT.",
  })
  @ApiOkResponse({ type: PricingResponseBody })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED (country: a two-letter code)' })
  async getPricing(
    @Query() query: PricingQueryDto,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @Req() req: FastifyRequest & { user?: AuthUser },
    @Res() res: FastifyReply,
  ): Promise<void> {
    const country = resolvePricingCountry(req.user?.country, query.country, acceptLanguage);
    replyCached(req, res, await this.catalog.pricingFor(country));
  }

  @Get('api/Changelog')
  @ApiOperation({
    operationId: 'getChangelog',
    summary: 'Enabled changelog entries keyed by type (maintenance, release, ...)',
  })
  @ApiOkResponse({
    schema: {
      type: 'object',
      additionalProperties: { type: 'array', items: { $ref: getSchemaPath(ChangelogItemResponse) } },
    },
  })
  getChangelog(): Promise<ChangelogResponseBody> {
    return this.catalog.changelog();
  }
}
