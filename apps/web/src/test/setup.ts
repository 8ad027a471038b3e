import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import './i18n-for-tests.ts';

afterEach(() => cleanup());
