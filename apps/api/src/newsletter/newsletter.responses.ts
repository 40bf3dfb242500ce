// The newsletter's answer. Its OpenAPI schema is written inline on the route (a `true` constant),
// as the document has always shown it; this class is what the service returns.

/** Always `{ unsubscribed: true }`, whether or not an account uses the address (no enumeration). */
export class UnsubscribeResponseBody {
  unsubscribed: true;
}
