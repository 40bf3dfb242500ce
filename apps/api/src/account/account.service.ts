import { HttpStatus, Injectable } from '@nestjs/common';
import type { AddressDto, UserProfileDto } from '@shop/contracts';
import { PrismaService } from '../core/database/prisma.service';
import { DomainException } from '../core/errors/domain.exception';
import type { Address } from '../generated/prisma/client';

export function toAddressDto(a: Address): AddressDto {
  return {
    id: a.id,
    isShipping: a.isShipping,
    isFavorite: a.isFavorite,
    name: a.name,
    surname: a.surname,
    company: a.company,
    vatNumber: a.vatNumber,
    street: a.street,
    city: a.city,
    zip: a.zip,
    province: a.province,
    country: a.country,
    phone: a.phone,
  };
}

@Injectable()
export class AccountService {
  constructor(private readonly prisma: PrismaService) {}

  async profile(userId: string): Promise<UserProfileDto> {
    const user = await this.prisma.user.findUnique({
      where: { id: userId },
      include: { addresses: { orderBy: { createdAt: 'asc' } } },
    });
    if (!user) throw new DomainException(HttpStatus.NOT_FOUND, 'USER_NOT_FOUND', 'This account does not exist.');
    return {
      email: user.email,
      name: user.name,
      surname: user.surname,
      country: user.country,
      language: user.language,
      tfa: user.tfaEnabled,
      isReseller: user.isReseller,
      lastLogOn: user.lastLoginAt?.toISOString() ?? null,
      addresses: user.addresses.map(toAddressDto),
    };
  }
}
