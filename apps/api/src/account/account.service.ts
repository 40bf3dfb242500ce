import { HttpStatus, Injectable } from '@nestjs/common';
import { USER_ROLES, type AddressDto, type UserProfileDto, type UserRole } from '@shop/contracts';
import { HotQueries, type HotStatement } from '../core/database/hot-queries';
import { DomainException } from '../core/errors/domain.exception';

/**
 * What the profile (Me, Update, address changes) and the login shape are made of, in one
 * statement: the user's public columns and its addresses, oldest first. No password hash, no
 * 2FA secret ever leaves the database for these answers.
 */
const PROFILE: HotStatement = {
  name: 'account-profile',
  text: `SELECT u."email", u."name", u."surname", u."country", u."language", u."tfaEnabled", u."isReseller", u."roles"::text[] AS "roles", u."lastLoginAt",
       COALESCE((SELECT json_agg(a ORDER BY a."createdAt", a."id")
                 FROM (SELECT "id", "isShipping", "isFavorite", "name", "surname", "company", "vatNumber", "street", "city",
                              "zip", "province", "country", "phone", "createdAt"
                       FROM "Address" WHERE "userId" = u."id") a), '[]') AS "addresses"
  FROM "User" u
  WHERE u."id" = $1`,
};

interface AddressRow extends AddressDto {
  createdAt: string;
}

interface ProfileRow {
  email: string;
  name: string;
  surname: string;
  country: string;
  language: string;
  tfaEnabled: boolean;
  isReseller: boolean;
  roles: string[];
  lastLoginAt: Date | null;
  addresses: AddressRow[];
}

function toAddressDto(a: AddressRow): AddressDto {
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

/** The profile shape of a user row; the login shape is this plus the token. */
function toUserProfile(user: ProfileRow): UserProfileDto {
  return {
    email: user.email,
    name: user.name,
    surname: user.surname,
    country: user.country,
    language: user.language,
    tfa: user.tfaEnabled,
    isReseller: user.isReseller,
    roles: user.roles.filter((role): role is UserRole => (USER_ROLES as readonly string[]).includes(role)),
    lastLogOn: user.lastLoginAt?.toISOString() ?? null,
    addresses: user.addresses.map(toAddressDto),
  };
}

/** The signed-in user as every account answer shows it. */
@Injectable()
export class AccountService {
  constructor(private readonly hot: HotQueries) {}

  /** The profile, or null when the account is gone. */
  async findProfile(userId: string): Promise<UserProfileDto | null> {
    const [user] = await this.hot.rows<ProfileRow>(PROFILE, [userId]);
    return user ? toUserProfile(user) : null;
  }

  async profile(userId: string): Promise<UserProfileDto> {
    const profile = await this.findProfile(userId);
    if (!profile) throw new DomainException(HttpStatus.NOT_FOUND, 'USER_NOT_FOUND', 'This account does not exist.');
    return profile;
  }
}
