import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AppConfig } from '../config/app-config';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy, SIGNING_ALGORITHMS } from './jwt.strategy';

@Global()
@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: SIGNING_ALGORITHMS[0], expiresIn: config.env.JWT_ACCESS_TTL_SECONDS },
        verifyOptions: { algorithms: [...SIGNING_ALGORITHMS] },
      }),
    }),
  ],
  providers: [JwtStrategy, JwtAuthGuard],
  exports: [JwtModule, JwtAuthGuard],
})
export class AuthModule {}
