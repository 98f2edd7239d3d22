// Cognito trigger handlers as pure functions of their events.
import { describe, expect, it } from 'vitest';
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { handler as customMessage } from '../../functions/triggers/custom-message.ts';
import { matchPath } from '../../infra/routes.ts';

function messageEvent(triggerSource: CustomMessageTriggerEvent['triggerSource'], fullName?: string): CustomMessageTriggerEvent {
  return {
    version: '1',
    region: 'us-east-1',
    userPoolId: 'pool',
    userName: 'user',
    callerContext: { awsSdkVersion: '3', clientId: 'client' },
    triggerSource,
    request: { userAttributes: fullName ? { 'custom:full_name': fullName } : {}, codeParameter: '{####}', usernameParameter: null, linkParameter: '' },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  } as CustomMessageTriggerEvent;
}

describe('CustomMessage trigger', () => {
  it('writes a branded verification mail that keeps the code placeholder for Cognito', async () => {
    const out = await customMessage(messageEvent('CustomMessage_SignUp', 'Ada <b>Baker</b>'));
    expect(out.response.emailSubject).toBe('Verify your Markk account');
    expect(out.response.emailMessage).toContain('{####}');
    expect(out.response.emailMessage).toContain('Hi Ada &lt;b&gt;Baker&lt;/b&gt;,');
  });

  it('uses the same template for a resent code and a reset mail for forgotten passwords', async () => {
    expect((await customMessage(messageEvent('CustomMessage_ResendCode'))).response.emailSubject).toBe('Verify your Markk account');
    expect((await customMessage(messageEvent('CustomMessage_ForgotPassword'))).response.emailSubject).toBe('Reset your Markk password');
  });

  it('leaves messages it does not brand untouched', async () => {
    const out = await customMessage(messageEvent('CustomMessage_Authentication'));
    expect(out.response.emailMessage).toBeNull();
  });
});

describe('route path matching', () => {
  it('extracts path parameters and rejects other shapes', () => {
    expect(matchPath('/projects/{projectId}/tasks/{taskId}', '/projects/p1/tasks/t%201')).toEqual({ projectId: 'p1', taskId: 't 1' });
    expect(matchPath('/projects/{projectId}', '/projects/p1/tasks')).toBeNull();
    expect(matchPath('/me', '/me/')).toEqual({});
    expect(matchPath('/me', '/you')).toBeNull();
  });
});
