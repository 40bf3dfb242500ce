import { Injectable, NotImplementedException } from '@nestjs/common';

@Injectable()
export class SettlementService {
  refund(_purchaseId: string): Promise<void> {
    throw new NotImplementedException();
  }
}
