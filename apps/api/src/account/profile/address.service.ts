import { HttpStatus, Injectable } from '@nestjs/common';
import { Propagation, TransactionHost } from '@nestjs-cls/transactional';
import { MAX_ADDRESSES, type AddressChangeDto } from '@shop/contracts';
import type { PrismaTransactions } from '../../core/database/database.module';
import { DomainException } from '../../core/errors/domain.exception';
import { AccountService } from '../account.service';
import type { AddressBodyDto } from './address.dto';
import { userNotFound } from './profile.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Unknown, malformed and other people's addresses all get the same answer (DESIGN section 4). */
const addressNotFound = () => new DomainException(HttpStatus.NOT_FOUND, 'ADDRESS_NOT_FOUND', 'This address does not exist.');

function fieldsOf(body: AddressBodyDto) {
  return {
    isShipping: body.isShipping,
    isFavorite: body.isFavorite,
    name: body.name,
    surname: body.surname,
    company: body.company ?? null,
    vatNumber: body.vatNumber ?? null,
    street: body.street,
    city: body.city,
    zip: body.zip,
    province: body.province ?? null,
    country: body.country,
    phone: body.phone ?? null,
  };
}

/** The signed-in user's billing and shipping addresses; each change answers the whole list. */
@Injectable()
export class AddressService {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly account: AccountService,
  ) {}

  async add(userId: string, body: AddressBodyDto): Promise<AddressChangeDto> {
    await this.txHost.withTransaction(async () => {
      await this.lockAddressBook(userId);
      if ((await this.txHost.tx.address.count({ where: { userId } })) >= MAX_ADDRESSES) {
        throw new DomainException(HttpStatus.BAD_REQUEST, 'ADDRESS_LIMIT_REACHED', `An account keeps at most ${MAX_ADDRESSES} addresses.`);
      }
      if (body.isShipping && body.isFavorite) await this.clearFavouriteShipping(userId);
      await this.txHost.tx.address.create({ data: { userId, ...fieldsOf(body) }, select: { id: true } });
    });
    return this.answer(userId);
  }

  /** Saves an address of a new account in the caller's transaction (PayAndRegister's shipping address). */
  async addToNewAccount(userId: string, body: AddressBodyDto): Promise<void> {
    await this.txHost.tx.address.create({ data: { userId, ...fieldsOf(body) }, select: { id: true } });
  }

  async edit(userId: string, addressId: string, body: AddressBodyDto): Promise<AddressChangeDto> {
    if (!UUID.test(addressId)) throw addressNotFound();
    await this.txHost.withTransaction(async () => {
      await this.lockAddressBook(userId);
      const existing = await this.txHost.tx.address.findFirst({ where: { id: addressId, userId }, select: { id: true } });
      if (!existing) throw addressNotFound();
      if (body.isShipping && body.isFavorite) await this.clearFavouriteShipping(userId, addressId);
      await this.txHost.tx.address.update({ where: { id: addressId }, data: fieldsOf(body), select: { id: true } });
    });
    return this.answer(userId);
  }

  async remove(userId: string, addressId: string): Promise<AddressChangeDto> {
    if (!UUID.test(addressId)) throw addressNotFound();
    const removed = await this.txHost.tx.address.deleteMany({ where: { id: addressId, userId } });
    if (removed.count === 0) throw addressNotFound();
    return this.answer(userId);
  }

  /** The address-change shape of spec section 3: `_id` is the e-mail. */
  private async answer(userId: string): Promise<AddressChangeDto> {
    const profile = await this.account.profile(userId);
    return { _id: profile.email, tfa: profile.tfa, isReseller: profile.isReseller, lastlogin: profile.lastLogOn, addresses: profile.addresses };
  }

  /**
   * Serialises address changes of one user (row lock on the user), so two requests at once can
   * neither pass the limit together nor both end up as the favourite shipping address. The lock
   * lasts as long as the caller's transaction, so there must be one.
   */
  private async lockAddressBook(userId: string): Promise<void> {
    await this.txHost.withTransaction(Propagation.Mandatory, async () => {
      const locked = await this.txHost.tx.$queryRaw<{ id: string }[]>`SELECT id FROM "User" WHERE id = ${userId}::uuid FOR UPDATE`;
      if (locked.length === 0) throw userNotFound();
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
