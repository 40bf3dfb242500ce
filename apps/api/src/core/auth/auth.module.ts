import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { createSecretKey } from 'node:crypto';
import { AppConfig } from '../config/app-config';
import { JwtAuthGuard } from './jwt-auth.guard';
import { SIGNING_ALGORITHMS } from './session-authenticator';

@Global()
@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        // A KeyObject made once: given the string, jsonwebtoken first tries to parse it as a PEM
        // public key on every verify and builds an exception when that fails (a tenth of an
        // authenticated request's CPU, docs/performance.md).
        secret: createSecretKey(Buffer.from(config.jwtSecret, 'utf8')),
        signOptions: { algorithm: SIGNING_ALGORITHMS[0], expiresIn: config.env.JWT_ACCESS_TTL_SECONDS },
        verifyOptions: { algorithms: [...SIGNING_ALGORITHMS] },
      }),
    }),
  ],
  providers: [JwtAuthGuard],
  exports: [JwtModule, JwtAuthGuard],
})
export class AuthModule {}
