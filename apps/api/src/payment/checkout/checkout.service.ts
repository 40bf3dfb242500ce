import { Injectable, NotImplementedException } from '@nestjs/common';
import type { PayAndRegisterDto, PayDto, ProviderName, SummaryAndRegisterDto, SummaryDto, SummaryWithOtpDto, VideoPlayerWithOtpDto } from '../payment.dto';
import type { PayResponse, SummaryResponse } from '../payment.responses';

export interface Shopper {
  userId?: string;
  ip: string;
}

@Injectable()
export class CheckoutService {
  enabledProviders(): ProviderName[] {
    return ['sandbox'];
  }
  summary(_body: SummaryDto, _shopper: Shopper): Promise<SummaryResponse> {
    throw new NotImplementedException();
  }
  summaryWithOtp(_body: SummaryWithOtpDto, _shopper: Shopper): Promise<SummaryResponse> {
    throw new NotImplementedException();
  }
  summaryAndRegister(_body: SummaryAndRegisterDto, _ip: string): Promise<SummaryResponse> {
    throw new NotImplementedException();
  }
  pay(_body: PayDto, _shopper: Shopper): Promise<PayResponse> {
    throw new NotImplementedException();
  }
  payAndRegister(_body: PayAndRegisterDto, _ip: string): Promise<PayResponse> {
    throw new NotImplementedException();
  }
  payWithOtp(_body: VideoPlayerWithOtpDto, _shopper: Shopper): Promise<PayResponse> {
    throw new NotImplementedException();
  }
}
