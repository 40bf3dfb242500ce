// An order placed with PayAndRegister belongs to the new account, which is not signed in (it is
// confirmed by the mailed link first). Until then GET Order answers it by its purchaseId; once the
// account is confirmed, only to its owner. The result page says "confirm, then log in" for such an
// order: this tab remembers the purchaseId (sessionStorage: nothing of it outlives the tab, and
// spec 3's localStorage keys stay as they are).

const KEY = 'registeredPurchase';

function tabStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Storage refused (private modes): the result page then says only "not found".
    return undefined;
  }
}

export function rememberRegisteredPurchase(purchaseId: string): void {
  try {
    tabStorage()?.setItem(KEY, purchaseId);
  } catch {
    // Quota or refusal: see above.
  }
}

export function isRegisteredPurchase(purchaseId: string): boolean {
  try {
    return tabStorage()?.getItem(KEY) === purchaseId;
  } catch {
    return false;
  }
}
