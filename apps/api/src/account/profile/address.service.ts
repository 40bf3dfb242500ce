import { HttpStatus, Injectable } from '@nestjs/common';
import { Propagation, TransactionHost } from '@nestjs-cls/transactional';
import { MAX_ADDRESSES } from '@shop/contracts';
import type { PrismaTransactions } from '../../core/database/database.module';
import { lockRow } from '../../core/database/row-lock';
import { DomainException } from '../../core/errors/domain.exception';
import { toAddressChangeResponse } from '../account.mapper';
import type { AddressChangeResponse } from '../account.responses';
import { AccountService } from '../account.service';
import type { AddressBodyDto } from './address.dto';
import { userNotFound } from './profile.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Unknown, malformed and other people's addresses all get the same answer (DESIGN section 4). */
const addressNotFound = () =>
  new DomainException(HttpStatus.NOT_FOUND, 'ADDRESS_NOT_FOUND', 'This address does not exist.');

/** The signed-in user's billing and shipping addresses; each change answers the whole list. */
@Injectable()
export class AddressService {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly account: AccountService,
  ) {}

  async add(userId: string, body: AddressBodyDto): Promise<AddressChangeResponse> {
    await this.txHost.withTransaction(async () => {
      await this.lockAddressBook(userId);
      if ((await this.txHost.tx.address.count({ where: { userId } })) >= MAX_ADDRESSES) {
        throw new DomainException(
          HttpStatus.BAD_REQUEST,
          'ADDRESS_LIMIT_REACHED',
          `An account keeps at most ${MAX_ADDRESSES} addresses.`,
        );
      }
      if (body.isShipping && body.isFavorite) await this.clearFavouriteShipping(userId);
      await this.txHost.tx.address.create({ data: { userId, ...body }, select: { id: true } });
    });
    return this.answer(userId);
  }

  /** Saves an address of a new account in the caller's transaction (PayAndRegister's shipping address). */
  async addToNewAccount(userId: string, body: AddressBodyDto): Promise<void> {
    await this.txHost.tx.address.create({ data: { userId, ...body }, select: { id: true } });
  }

  async edit(userId: string, addressId: string, body: AddressBodyDto): Promise<AddressChangeResponse> {
    if (!UUID.test(addressId)) throw addressNotFound();
    await this.txHost.withTransaction(async () => {
      await this.lockAddressBook(userId);
      const existing = await this.txHost.tx.address.findFirst({
        where: { id: addressId, userId },
        select: { id: true },
      });
      if (!existing) throw addressNotFound();
      if (body.isShipping && body.isFavorite) await this.clearFavouriteShipping(userId, addressId);
      await this.txHost.tx.address.update({ where: { id: addressId }, data: { ...body }, select: { id: true } });
    });
    return this.answer(userId);
  }

  async remove(userId: string, addressId: string): Promise<AddressChangeResponse> {
    if (!UUID.test(addressId)) throw addressNotFound();
    const removed = await this.txHost.tx.address.deleteMany({ where: { id: addressId, userId } });
    if (removed.count === 0) throw addressNotFound();
    return this.answer(userId);
  }

  private async answer(userId: string): Promise<AddressChangeResponse> {
    return toAddressChangeResponse(await this.account.profile(userId));
  }

  /**
   * Serialises address changes of one user (row lock on the user), so two requests at once can
   * neither pass the limit together nor both end up as the favourite shipping address. The lock
   * lasts as long as the caller's transaction, so there must be one.
   */
  private async lockAddressBook(userId: string): Promise<void> {
    await this.txHost.withTransaction(Propagation.Mandatory, async () => {
      if (!(await lockRow(this.txHost.tx, 'User', userId))) throw userNotFound();
    });
  }

  /** At most one favourite shipping address: the others lose the flag. */
  private async clearFavouriteShipping(userId: string, exceptId?: string): Promise<void> {
    await this.txHost.tx.address.updateMany({
      where: { userId, isShipping: true, isFavorite: true, ...(exceptId ? { id: { not: exceptId } } : {}) },
      data: { isFavorite: false },
    });
  }
}
