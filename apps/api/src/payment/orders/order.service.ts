import { Injectable, NotImplementedException } from '@nestjs/common';
import type { OrdersQueryDto } from '../payment.dto';
import type { OrderPageResponse, OrderResponse } from '../payment.responses';

@Injectable()
export class OrderService {
  list(_userId: string, _query: OrdersQueryDto): Promise<OrderPageResponse> {
    throw new NotImplementedException();
  }
  get(_purchaseId: string, _userId: string | undefined): Promise<OrderResponse> {
    throw new NotImplementedException();
  }
  cancelSubscription(_purchaseId: string, _userId: string): Promise<OrderResponse> {
    throw new NotImplementedException();
  }
}
