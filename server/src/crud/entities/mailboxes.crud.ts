import { mailboxModel } from '../../../../src/domain/mailboxes/mailbox.model';
import { mailboxes } from '../../../db/schema';
import { AppError } from '../../errors';
import type { CrudDefinition } from '../registerCrud';
import { checkAccountBranch, isoDates } from './accountBranch';
import { encryptSecret, mailboxKey } from './mailboxSecret';

/**
 * Mailboxes: the password is encrypted before it is stored and never answered (an update without one keeps
 * the stored one); the branch must be the account's; the poll's state (`lastpolledat`, `lasterror`, `lastrefusal`) is the
 * server's. Polling: modules/intake.
 */
export const mailboxesCrud: CrudDefinition = {
  model: mailboxModel,
  table: mailboxes,
  hooks: {
    async prepare({ req, db, companyId }, data, existing) {
      const {
        password,
        lastpolledat: _p,
        lasterror: _e,
        lastrefusal: _r,
        ...rest
      } = data as Record<string, unknown> & {
        password: string;
      };
      rest.branchuuid = await checkAccountBranch(db, companyId, rest.branchuuid);
      if (password) {
        const key = mailboxKey(req.server.config.MAILBOX_SECRET_KEY, (m) => req.log.warn(m));
        rest.secret = encryptSecret(key, password);
      } else if (!existing)
        throw new AppError('VALIDATION', 'The mailbox password is required', {
          fields: { password: 'error.required' },
        });
      if (!existing) rest.createdBy = req.principal.userId;
      // a changed configuration is polled again at once, its last error cleared
      rest.nextPollAt = new Date();
      // and its IDLE connection is opened again with it (the node watching it sees its lease gone and closes)
      rest.idleHolder = null;
      rest.idleUntil = null;
      if (existing) {
        rest.lasterror = '';
        rest.lastrefusal = null;
      }
      return rest;
    },
    toResponse({
      companyId: _c,
      createdAt: _t,
      secret: _s,
      leaseHolder: _h,
      leaseUntil: _u,
      idleHolder: _ih,
      idleUntil: _iu,
      nextPollAt: _n,
      createdBy: _b,
      lasterrorat,
      ...row
    }) {
      return isoDates({ ...row, password: '', lasterrorat });
    },
  },
};
