import type { ProductTypeName } from '@shop/contracts';
import { ProductType } from '../generated/prisma/enums';

/** The database enum cannot hold hyphens; the API speaks the spec's spelling. */
export function toProductTypeName(type: ProductType): ProductTypeName {
  return type.replace(/_/g, '-') as ProductTypeName;
}
