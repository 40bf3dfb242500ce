import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../core/auth/auth.decorators';
import type { UnsubscribeResponseBody } from './newsletter.responses';
import { NewsletterService } from './newsletter.service';
import { UnsubscribeDto } from './unsubscribe.dto';

@ApiTags('Newsletter')
@Public()
@Controller('api/Newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post('Unsubscribe')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'unsubscribe',
    summary: 'Stop marketing mail to an address',
    description: 'Always answers { unsubscribed: true }, whether or not an account uses the address.',
  })
  @ApiOkResponse({
    schema: {
      type: 'object',
      required: ['unsubscribed'],
      properties: { unsubscribed: { type: 'boolean', enum: [true] } },
    },
  })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED: not an e-mail address' })
  unsubscribe(@Body() body: UnsubscribeDto): Promise<UnsubscribeResponseBody> {
    return this.newsletter.unsubscribe(body.email);
  }
}
