import { describe, expect, test } from '@rstest/core';
import { ipcMessageSchema } from './ipc.ts';
import { instanceCommandSchema, taskCommandSchema } from './remote-control.ts';
import { remoteEventSchema } from './remote-events.ts';
import { remoteInstanceSchema } from './remote-instance.ts';

const instance = {
  instanceId: 'i-1',
  userId: 'u-1',
  workspacePath: '/home/dev/project',
  appProperties: {
    appName: 'roo-cline',
    appVersion: '3.28.0',
    vscodeVersion: '1.104.0',
    platform: 'linux',
    editorName: 'Visual Studio Code',
  },
  gitProperties: { repositoryUrl: 'https://github.com/example/project', repositoryName: 'project', defaultBranch: 'main' },
  lastHeartbeat: 1757000000000,
  task: { taskId: 't-1', taskStatus: 'interactive', queuedMessages: [{ timestamp: 1, id: 'q', text: 'then run tests' }] },
  taskHistory: ['t-0'],
  mode: 'code',
  modes: [{ slug: 'code', name: 'Code' }],
  providerProfile: 'Sonnet',
  providerProfiles: [{ name: 'Sonnet', provider: 'anthropic' }],
};

describe('remote instance', () => {
  test('a realistic instance round-trips unchanged', () => {
    expect(remoteInstanceSchema.parse(instance)).toEqual(instance);
  });

  test('the task status is one of the five', () => {
    for (const taskStatus of ['running', 'interactive', 'resumable', 'idle', 'none']) {
      expect(remoteInstanceSchema.safeParse({ ...instance, task: { taskId: 't', taskStatus } }).success).toBe(true);
    }
    expect(remoteInstanceSchema.safeParse({ ...instance, task: { taskId: 't', taskStatus: 'paused' } }).success).toBe(false);
  });
});

describe('remote events', () => {
  test('lifecycle and registry events carry the instance', () => {
    for (const type of ['taskCreated', 'taskIdle', 'instance_registered', 'heartbeat_updated']) {
      expect(remoteEventSchema.safeParse({ type, instance, timestamp: 1 }).success).toBe(true);
    }
    expect(remoteEventSchema.safeParse({ type: 'taskCreated', timestamp: 1 }).success).toBe(false);
  });

  test('mode and profile changes say what changed', () => {
    expect(remoteEventSchema.safeParse({ type: 'modeChanged', instance, timestamp: 1, mode: 'ask' }).success).toBe(true);
    expect(remoteEventSchema.safeParse({ type: 'modeChanged', instance, timestamp: 1 }).success).toBe(false);
    const providerProfile = { name: 'Local', provider: 'ollama' };
    expect(remoteEventSchema.safeParse({ type: 'providerProfileChanged', instance, timestamp: 1, providerProfile }).success).toBe(
      true,
    );
  });
});

describe('remote-control commands', () => {
  test('instance commands: start, stop and resume a task', () => {
    const start = { type: 'start_task', instanceId: 'i-1', payload: { text: 'Fix the build', mode: 'debug' }, timestamp: 1 };
    expect(instanceCommandSchema.safeParse(start).success).toBe(true);
    expect(instanceCommandSchema.safeParse({ ...start, payload: { mode: 'debug' } }).success).toBe(false);
    expect(
      instanceCommandSchema.safeParse({ type: 'stop_task', instanceId: 'i-1', payload: { taskId: 't-1' }, timestamp: 1 }).success,
    ).toBe(true);
    expect(instanceCommandSchema.safeParse({ type: 'resume_task', instanceId: 'i-1', payload: {}, timestamp: 1 }).success).toBe(
      false,
    );
    expect(instanceCommandSchema.safeParse({ type: 'reboot', instanceId: 'i-1', payload: {}, timestamp: 1 }).success).toBe(false);
  });

  test('task commands: message, approve and deny', () => {
    expect(taskCommandSchema.safeParse({ type: 'message', taskId: 't', payload: { text: 'go on' }, timestamp: 1 }).success).toBe(
      true,
    );
    expect(taskCommandSchema.safeParse({ type: 'message', taskId: 't', payload: {}, timestamp: 1 }).success).toBe(false);
    expect(taskCommandSchema.safeParse({ type: 'approve_ask', taskId: 't', payload: {}, timestamp: 1 }).success).toBe(true);
    expect(
      taskCommandSchema.safeParse({ type: 'deny_ask', taskId: 't', payload: { text: 'no', images: [] }, timestamp: 1 }).success,
    ).toBe(true);
  });
});

describe('IPC messages', () => {
  test('a client starts a task with a whole configuration', () => {
    const configuration = { apiProvider: 'openrouter', openRouterApiKey: 'k', mode: 'code', alwaysAllowWrite: true };
    const command = { commandName: 'StartNewTask', data: { configuration, text: 'Write tests', newTab: true } };
    expect(ipcMessageSchema.safeParse({ type: 'TaskCommand', origin: 'client', clientId: 'c1', data: command }).success).toBe(
      true,
    );
    const badConfiguration = { ...command, data: { ...command.data, configuration: { language: 'klingon' } } };
    expect(
      ipcMessageSchema.safeParse({ type: 'TaskCommand', origin: 'client', clientId: 'c1', data: badConfiguration }).success,
    ).toBe(false);
  });

  test('cancel, close and resume name the task', () => {
    for (const commandName of ['CancelTask', 'CloseTask', 'ResumeTask']) {
      expect(
        ipcMessageSchema.safeParse({ type: 'TaskCommand', origin: 'client', clientId: 'c1', data: { commandName, data: 't-1' } })
          .success,
      ).toBe(true);
      expect(
        ipcMessageSchema.safeParse({ type: 'TaskCommand', origin: 'client', clientId: 'c1', data: { commandName } }).success,
      ).toBe(false);
    }
  });

  test('the server answers with Ack and relays task events', () => {
    expect(
      ipcMessageSchema.safeParse({ type: 'Ack', origin: 'server', data: { clientId: 'c1', pid: 10, ppid: 1 } }).success,
    ).toBe(true);
    expect(
      ipcMessageSchema.safeParse({ type: 'Ack', origin: 'client', data: { clientId: 'c1', pid: 10, ppid: 1 } }).success,
    ).toBe(false);
    const event = { eventName: 'taskStarted', payload: ['t-1'] };
    expect(ipcMessageSchema.safeParse({ type: 'TaskEvent', origin: 'server', relayClientId: 'c1', data: event }).success).toBe(
      true,
    );
  });
});
