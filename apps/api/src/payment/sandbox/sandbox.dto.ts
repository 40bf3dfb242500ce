import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsUUID } from 'class-validator';

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
