import { Module } from '@nestjs/common';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { AuthController } from './auth/auth.controller';
import { AuthService } from './auth/auth.service';
import { DeviceCookieService } from './auth/device-cookie.service';
import { LoginChallengeService } from './auth/login-challenge.service';
import { AddressController } from './profile/address.controller';
import { AddressService } from './profile/address.service';
import { ProfileController } from './profile/profile.controller';
import { ProfileService } from './profile/profile.service';
import { PasswordService } from './password/password.service';
import { OneTimeTokenService } from './registration/one-time-token.service';
import { RecoveryService } from './registration/recovery.service';
import { RegistrationController } from './registration/registration.controller';
import { RegistrationService } from './registration/registration.service';
import { SessionController } from './session/session.controller';
import { SessionModule } from './session/session.module';
import { TfaModule } from './tfa/tfa.module';

@Module({
  imports: [SessionModule, TfaModule],
  controllers: [
    AccountController,
    AuthController,
    RegistrationController,
    ProfileController,
    AddressController,
    SessionController,
  ],
  providers: [
    AccountService,
    AuthService,
    DeviceCookieService,
    LoginChallengeService,
    PasswordService,
    OneTimeTokenService,
    RegistrationService,
    RecoveryService,
    ProfileService,
    AddressService,
  ],
  exports: [AccountService, RegistrationService, AddressService, PasswordService],
})
export class AccountModule {}
