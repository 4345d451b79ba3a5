#!/usr/bin/env node
// `npx countersign …`: loads the TypeScript CLI through tsx.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
