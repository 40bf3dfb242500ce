import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsUUID } from 'class-validator';

export const SANDBOX_RENEWAL_OUTCOMES = ['paid', 'failed'] as const;

export const SANDBOX_DECISIONS = ['pay', 'pay-slowly', 'settle', 'bounce', 'decline', 'cancel'] as const;
export type SandboxDecision = (typeof SANDBOX_DECISIONS)[number];

export class SandboxSessionQueryDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  session: string;
}

export class SandboxDecisionDto extends SandboxSessionQueryDto {
  @ApiProperty({ enum: SANDBOX_DECISIONS })
  @IsIn(SANDBOX_DECISIONS)
  decision: SandboxDecision;
}

/** Bills the next period of one of my automatic renewals now, as Stripe's test clocks do. */
export class SandboxRenewDto {
  @ApiProperty({ format: 'uuid', description: 'The subscriptionId of my order, pass or box' })
  @IsUUID()
  subscription: string;

  @ApiProperty({ enum: SANDBOX_RENEWAL_OUTCOMES })
  @IsIn(SANDBOX_RENEWAL_OUTCOMES)
  outcome: (typeof SANDBOX_RENEWAL_OUTCOMES)[number];
}
