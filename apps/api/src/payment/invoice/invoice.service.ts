import { Injectable, NotImplementedException } from '@nestjs/common';

@Injectable()
export class InvoiceService {
  /** Called by fulfilment inside its transaction: numbers the invoice and queues the receipt mail. */
  issue(_orderId: string): Promise<void> {
    throw new NotImplementedException();
  }
  /** The PDF of the paid order `purchaseId` of `userId`; 404 ORDER_NOT_FOUND / INVOICE_NOT_FOUND. */
  pdfFor(_purchaseId: string, _userId: string): Promise<{ pdf: Buffer; fileName: string }> {
    throw new NotImplementedException();
  }
}
