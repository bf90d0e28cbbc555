import 'express-serve-static-core';
import type { ConnectorPrincipal } from '../modules/auth/principal';

declare module 'http' {
  interface IncomingMessage {
    id: string;
  }
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by require-connector: who is submitting, for which source. */
    principal?: ConnectorPrincipal;
  }
}
