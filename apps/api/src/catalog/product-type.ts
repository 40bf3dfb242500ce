import type { ProductTypeName } from '@shop/contracts';
import { ProductType } from '../generated/prisma/enums';

/** The database enum cannot hold hyphens; the API speaks the spec's spelling. */
export function toProductTypeName(type: ProductType): ProductTypeName {
  return type.replace(/_/g, '-') as ProductTypeName;
}

/** The spec's spelling (validated against PRODUCT_TYPES) as the database enum. */
export function fromProductTypeName(name: ProductTypeName): ProductType {
  return name.replace(/-/g, '_') as ProductType;
}
