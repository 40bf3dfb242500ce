/** Body of `POST /api/Newsletter/Unsubscribe` (the /unsubscribe page). */
export interface UnsubscribeRequest {
  email: string;
}

/** Always `{ unsubscribed: true }`, whether or not an account uses the address (no enumeration). */
export interface UnsubscribeResponse {
  unsubscribed: true;
}
