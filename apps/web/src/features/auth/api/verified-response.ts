/** What both code checks of sign-up answer. */
export interface VerifiedResponse {
  verified: true;
  message: string;
}
