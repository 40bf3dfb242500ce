export interface AddressDto {
  id: string;
  isShipping: boolean;
  isFavorite: boolean;
  name: string;
  surname: string;
  company: string | null;
  vatNumber: string | null;
  street: string;
  city: string;
  zip: string;
  province: string | null;
  country: string;
  phone: string | null;
}

/** The signed-in user as the web keeps it (spec section 3, "User (session)"). */
export interface UserProfileDto {
  email: string;
  name: string;
  surname: string;
  country: string;
  language: string;
  tfa: boolean;
  isReseller: boolean;
  lastLogOn: string | null;
  addresses: AddressDto[];
}
