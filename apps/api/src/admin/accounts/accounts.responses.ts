import { ApiProperty } from '@nestjs/swagger';
import { USER_ROLES, type UserRole } from '@shop/contracts';
import { SessionResponse } from '../../account/account.responses';
import { TICKET_STATES, type TicketState } from '../../support/support.dto';
import {
  CustomerBoxResponse,
  CustomerDeviceResponse,
  CustomerOrderResponse,
  CustomerPassResponse,
} from '../../support/staff/staff.responses';

const when = (description: string) => ({ type: String, format: 'date-time', nullable: true, description });

/** An account as the accounts list shows it. */
export class AccountSummaryResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
  @ApiProperty({ type: String, nullable: true, description: 'ISO code; null when the profile has none' })
  country: string | null;
  @ApiProperty({ description: 'The language of its e-mails' }) language: string;
  @ApiProperty({ enum: USER_ROLES, isArray: true }) roles: UserRole[];
  @ApiProperty() isReseller: boolean;
  @ApiProperty({ description: 'Locked by an admin: no session, no login' }) locked: boolean;
  @ApiProperty(when('When it was locked')) lockedAt: string | null;
  @ApiProperty({ description: 'The confirmation link was used' }) confirmed: boolean;
  @ApiProperty() tfa: boolean;
  @ApiProperty({ description: 'Erased by its holder (GDPR): the row stays, anonymised' }) deleted: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty(when('Null: never logged in')) lastLoginAt: string | null;
}

export class AccountListResponse {
  @ApiProperty({ type: [AccountSummaryResponse] }) items: AccountSummaryResponse[];
  @ApiProperty({ description: 'Accounts matching the search in all' }) total: number;
}

export class AccountTicketResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 1042 }) number: number;
  @ApiProperty() subject: string;
  @ApiProperty({ enum: TICKET_STATES }) status: TicketState;
  @ApiProperty({ format: 'date-time' }) lastActivityAt: string;
}

export class AccountOrderItemResponse {
  @ApiProperty({ format: 'uuid', description: 'For a refund of this item (POST /api/Payment/Refund itemIds)' })
  id: string;
  @ApiProperty() productName: string;
  @ApiProperty() quantity: number;
  @ApiProperty({ description: 'Cents the line cost after its discount: what refunding it pays back' })
  amountCents: number;
  @ApiProperty({ description: 'Refunded whole already' }) refunded: boolean;
}

/** An order as the account's page lists it: with its items and what was paid back, for refunds. */
export class AccountOrderResponse extends CustomerOrderResponse {
  @ApiProperty({ description: 'Cents paid back so far' }) refundedCents: number;
  @ApiProperty({ type: [AccountOrderItemResponse] }) items: AccountOrderItemResponse[];
}

/** One account with all the help desk and the back office look at. */
export class AccountDetailResponse extends AccountSummaryResponse {
  @ApiProperty({ type: [AccountOrderResponse], description: 'The last 10, newest first' })
  orders: AccountOrderResponse[];
  @ApiProperty({ description: 'Orders in all' }) orderCount: number;
  @ApiProperty({ type: [CustomerDeviceResponse] }) devices: CustomerDeviceResponse[];
  @ApiProperty({ type: [CustomerPassResponse] }) passes: CustomerPassResponse[];
  @ApiProperty({ type: [CustomerBoxResponse] }) boxes: CustomerBoxResponse[];
  @ApiProperty({ type: [AccountTicketResponse], description: 'The last 20 by activity' })
  tickets: AccountTicketResponse[];
  @ApiProperty({ description: 'Tickets in all' }) ticketCount: number;
  @ApiProperty({ type: [SessionResponse], description: 'Live sessions, most recently used first' })
  sessions: SessionResponse[];
}
