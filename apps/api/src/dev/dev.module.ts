import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../core/config/app-config';
import { DevMailboxController } from './dev-mailbox.controller';

/** Development stand-ins served under /dev. */
@Module({})
export class DevModule {
  static forRoot(config: AppConfig): DynamicModule {
    // The mailbox shows every message with its secret links: it exists only while mail really goes
    // there (the dev stand-in transport, never in production), and only for this machine.
    return { module: DevModule, controllers: config.mailUsesDevMailbox ? [DevMailboxController] : [] };
  }
}
