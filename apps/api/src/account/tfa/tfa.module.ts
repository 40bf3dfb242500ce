import { Module } from '@nestjs/common';
import { TfaService } from './tfa.service';

/** Two-factor secrets and pins; imported by AccountModule, used by login and profile updates. */
@Module({
  providers: [TfaService],
  exports: [TfaService],
})
export class TfaModule {}
