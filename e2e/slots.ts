/**
 * The browser tests run in parallel slots (E2E_WORKERS, two by default): each slot is one Playwright worker with its
 * own app node, embedded database, demo data and SMTP peer, so tests of different slots never see each other's
 * changes. Slot n listens on E2E_PORT + n (8181, 8182, …); its SMTP peer on that port + 345.
 */
export const SLOTS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const FIRST_PORT = Number(process.env.E2E_PORT ?? 8181);

export const slotPort = (slot: number) => FIRST_PORT + slot;
export const smtpPort = (slot: number) => slotPort(slot) + 345;
/** One data folder per port: runs on different ports never share a database. */
export const dataDir = (slot: number) =>
  slotPort(slot) === 8181 ? '.tmp/e2e-data' : `.tmp/e2e-data-${slotPort(slot)}`;
/** Where the slot's SMTP peer writes what it receives (e2e/smtp-peer.mjs). */
export const mailDir = (slot: number) =>
  slotPort(slot) === 8181 ? '.tmp/e2e-mail' : `.tmp/e2e-mail-${slotPort(slot)}`;
/** The slot of this process: Playwright names it in each worker (TEST_PARALLEL_INDEX); 0 in the runner. */
export const currentSlot = () => Number(process.env.TEST_PARALLEL_INDEX ?? 0);
