import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { CountryField, OptionalTextField, PersonNameField, TextField } from './account-fields';

/**
 * An address as typed: its fields are the Address columns the owner sets, saved as they are
 * (address.service.ts). Optional fields left out mean none (null), also when editing.
 */
export class AddressBodyDto {
  @ApiProperty({ description: 'true: shipping address; false: billing address' })
  @IsBoolean()
  isShipping: boolean;

  @ApiProperty({ description: 'The favourite shipping address (one per account; setting it clears the others)' })
  @IsBoolean()
  isFavorite: boolean;

  @PersonNameField('First name')
  name: string;

  @PersonNameField('Surname')
  surname: string;

  @OptionalTextField('company', 120)
  company?: string | null = null;

  @OptionalTextField('vatNumber', 32, /^[A-Za-z0-9 .-]+$/)
  vatNumber?: string | null = null;

  @TextField('Street and number', 200)
  street: string;

  @TextField('City', 100)
  city: string;

  @TextField('Postal code', 16)
  @Matches(/^[A-Za-z0-9 -]+$/, { message: 'zip has characters that are not allowed' })
  zip: string;

  @OptionalTextField('province', 80)
  province?: string | null = null;

  @CountryField()
  country: string;

  @OptionalTextField('phone', 32, /^\+?[0-9 ()./-]{4,}$/)
  phone?: string | null = null;
}

/** PUT Address: with addressId it edits that address, without it adds one. */
export class AddressTargetQueryDto {
  @ApiPropertyOptional({ description: 'The address to edit; omit to add a new one' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  addressId?: string;
}

export class AddressIdQueryDto {
  @ApiProperty({ description: 'The address to remove' })
  @IsString()
  @MaxLength(64)
  addressId: string;
}
