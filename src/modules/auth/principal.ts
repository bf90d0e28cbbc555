/** The authenticated caller of a connector endpoint. */
export interface ConnectorPrincipal {
  readonly tokenId: string;
  readonly serviceName: string;
  readonly source: string;
  readonly roles: readonly string[];
}
