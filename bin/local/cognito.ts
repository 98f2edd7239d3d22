// cognito-local (in-process, data under .local/cognito) configured like the CDK user
// pool, its triggers called through the fake Lambda endpoint, its mail delivered to the
// local outbox; plus the compatibility proxy that fills the gaps Amplify v6 hits.
import type http from 'node:http';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import './quiet-sdk.ts';
import pino from 'pino';
import AWS from 'aws-sdk';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DateClock, LambdaService, MessagesService, TriggersService } from 'cognito-local/lib/services/index.js';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService.js';
import { CryptoService } from 'cognito-local/lib/services/crypto.js';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb.js';
import { MessageDeliveryService } from 'cognito-local/lib/services/messageDelivery/messageDelivery.js';
import type { MessageSender } from 'cognito-local/lib/services/messageDelivery/messageSender.js';
import { otp } from 'cognito-local/lib/services/otp.js';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator.js';
import { UserPoolServiceFactoryImpl } from 'cognito-local/lib/services/userPoolService.js';
import { Router } from 'cognito-local/lib/server/Router.js';
import { createServer } from 'cognito-local/lib/server/server.js';
import { cognitoTriggers } from '../../infra/routes.ts';
import { userPoolSettings } from '../../infra/table.ts';
import { localCredentials } from './dynamodb.ts';
import type { Outbox } from './outbox.ts';

export interface CognitoHandle {
  /** cognito-local's own address (internal). */
  endpoint: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Issuer of the tokens: `${issuerDomain}/${userPoolId}`. */
  issuer: string;
  jwksUrl: string;
  stop(): Promise<void>;
}

export interface CognitoOptions {
  dataDir: string;
  /** Stable issuer domain (the public /cognito URL) so sessions survive restarts. */
  issuerDomain: string;
  lambdaEndpoint: string;
  outbox: Outbox;
  poolName: string;
  clientName: string;
}

class OutboxSender implements MessageSender {
  constructor(private readonly outbox: Outbox) {}
  async sendEmail(_ctx: unknown, _user: unknown, destination: string, message: { __code?: string; emailSubject?: string; emailMessage?: string }) {
    this.outbox.add({
      to: destination,
      subject: message.emailSubject ?? 'Your verification code',
      html: message.emailMessage ?? `Your code is ${message.__code}`,
      code: message.__code ?? null,
    });
  }
  async sendSms() {
    // Markk has no phone sign-in; nothing to deliver.
  }
}

export async function startCognito(options: CognitoOptions): Promise<CognitoHandle> {
  const dataDirectory = path.join(options.dataDir, 'cognito');
  mkdirSync(dataDirectory, { recursive: true });
  const logger = pino({ level: 'silent' });
  const ctx = { logger };
  const triggerFunctions = Object.fromEntries(Object.keys(cognitoTriggers).map((name) => [name, name]));
  const config = {
    LambdaClient: { credentials: localCredentials, region: 'us-east-1', endpoint: options.lambdaEndpoint },
    TriggerFunctions: triggerFunctions,
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    TokenConfig: { IssuerDomain: options.issuerDomain },
    KMSConfig: { credentials: localCredentials, region: 'us-east-1' },
    ServerConfig: { port: 0, hostname: '127.0.0.1', development: false, https: false as const },
  };

  const clock = new DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(dataDirectory);
  const cognitoServiceFactory = new CognitoServiceFactoryImpl(dataDirectory, dataStoreFactory, new UserPoolServiceFactoryImpl(clock, dataStoreFactory));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const cognitoClient = await cognitoServiceFactory.create(ctx as any, config.UserPoolDefaults);
  const triggers = new TriggersService(
    clock,
    cognitoClient,
    new LambdaService(config.TriggerFunctions, new AWS.Lambda(config.LambdaClient)),
    new CryptoService(config.KMSConfig as never),
  );
  const services = {
    clock,
    cognito: cognitoClient,
    config,
    messages: new MessagesService(triggers, new MessageDeliveryService(new OutboxSender(options.outbox))),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const server = createServer(Router(services as any), logger as any, config.ServerConfig, services as any);
  const httpServer = (await server.start()) as http.Server;
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const endpoint = `http://127.0.0.1:${port}`;

  const { userPoolId, userPoolClientId } = await ensurePool(endpoint, options.poolName, options.clientName);
  return {
    endpoint,
    userPoolId,
    userPoolClientId,
    issuer: `${options.issuerDomain}/${userPoolId}`,
    jwksUrl: `${endpoint}/${userPoolId}/.well-known/jwks.json`,
    stop: () =>
      new Promise<void>((resolve) => {
        httpServer.closeAllConnections();
        httpServer.close(() => resolve());
      }),
  };
}

/** Finds the pool and web client by name, creating them like the CDK auth stack does. */
async function ensurePool(endpoint: string, poolName: string, clientName: string) {
  const client = new CognitoIdentityProviderClient({ endpoint, region: 'us-east-1', credentials: localCredentials });
  try {
    const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
    let userPoolId = pools.UserPools?.find((p) => p.Name === poolName)?.Id;
    if (!userPoolId) {
      const created = await client.send(
        new CreateUserPoolCommand({
          PoolName: poolName,
          UsernameAttributes: ['email'],
          AutoVerifiedAttributes: ['email'],
          Policies: {
            PasswordPolicy: {
              MinimumLength: userPoolSettings.passwordMinLength,
              RequireLowercase: false,
              RequireUppercase: false,
              RequireNumbers: false,
              RequireSymbols: false,
            },
          },
          Schema: userPoolSettings.customAttributes.map((name) => ({ Name: name, AttributeDataType: 'String', Mutable: true })),
        }),
      );
      userPoolId = created.UserPool!.Id!;
    }
    const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
    let userPoolClientId = clients.UserPoolClients?.find((c) => c.ClientName === clientName)?.ClientId;
    if (!userPoolClientId) {
      const created = await client.send(
        new CreateUserPoolClientCommand({
          UserPoolId: userPoolId,
          ClientName: clientName,
          ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        }),
      );
      userPoolClientId = created.UserPoolClient!.ClientId!;
    }
    return { userPoolId, userPoolClientId };
  } finally {
    client.destroy();
  }
}
