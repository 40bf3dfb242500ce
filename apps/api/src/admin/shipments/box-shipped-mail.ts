import { Injectable } from '@nestjs/common';
import { trackingUrlOf } from '@shop/contracts';
import { AppConfig } from '../../core/config/app-config';
import { MailService } from '../../mail/mail.service';
import type { AdminShipmentRow } from './shipments.mapper';

/**
 * The customer's one mail about a box marked shipped: the carrier, the tracking number and, for a
 * carrier the shop knows, its tracking page; in the account's language (the order's when the
 * account is gone). Written to the outbox in the marking's transaction, so it exists exactly when
 * the shipment became SHIPPED. A service mail: sent whatever the newsletter opt-out says.
 */
@Injectable()
export class BoxShippedMail {
  constructor(
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  async enqueue(shipment: AdminShipmentRow): Promise<void> {
    const { order } = shipment;
    const to = order.user?.email ?? order.email;
    if (!to || !shipment.carrier || !shipment.trackingNumber) return;
    const trackingUrl = trackingUrlOf(shipment.carrier, shipment.trackingNumber);
    const address = order.shippingAddress as { name?: unknown } | null;
    await this.mail.enqueue({
      to,
      userId: order.user?.id,
      language: order.user?.language ?? order.language,
      template: 'box-shipped',
      data: {
        name: order.user?.name ?? (typeof address?.name === 'string' ? address.name : ''),
        purchaseId: order.purchaseId,
        carrier: shipment.carrier,
        trackingNumber: shipment.trackingNumber,
        reason: trackingUrl ? 'tracked' : 'untracked',
        link: trackingUrl ?? `${this.config.env.PUBLIC_URL.replace(/\/+$/, '')}/dashboard/orders`,
      },
    });
  }
}
