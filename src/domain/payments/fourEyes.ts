/**
 * Four-eyes payments (the company setting `paymentfoureyes`): whoever prepared a payment (recorded it) may not execute
 * it (produce its bank file, mark it Done). The one rule: the server refuses with it, the screens offer no action it
 * would refuse. No executor (the bank statement, the system) is never refused.
 */
export const fourEyesRefuses = (fourEyes: boolean, preparedBy: string | null, executor: string | null): boolean =>
  fourEyes && executor !== null && preparedBy === executor;
