import type { TermsOfService } from '@pod-console/sdk';
import { describe, expect, it } from 'vitest';
import { getVersionToSign } from './version-to-sign';

const terms = (version: string): TermsOfService => ({
  id: `tos-${version}`,
  version,
  s3Link: `https://x/${version}`,
});

describe('getVersionToSign', () => {
  it('asks for nothing when the current version is already signed', () => {
    expect(getVersionToSign(terms('2'), [terms('1'), terms('2')])).toEqual({
      versionToSign: null,
      signedTermsOfService: { '1': terms('1'), '2': terms('2') },
    });
  });

  it('reports the current version and adds it to the map when it is not signed', () => {
    expect(getVersionToSign(terms('3'), [terms('1')])).toEqual({
      versionToSign: '3',
      signedTermsOfService: { '1': terms('1'), '3': terms('3') },
    });
  });

  it('asks a user who signed nothing to sign the current version', () => {
    expect(getVersionToSign(terms('1'), []).versionToSign).toBe('1');
  });

  it('asks for nothing when there is no current document', () => {
    expect(getVersionToSign(null, [terms('1')])).toEqual({
      versionToSign: null,
      signedTermsOfService: { '1': terms('1') },
    });
  });

  it('does not mistake an inherited property name for a signed version', () => {
    expect(getVersionToSign(terms('constructor'), []).versionToSign).toBe('constructor');
    const odd = getVersionToSign(terms('__proto__'), []);
    expect(odd.versionToSign).toBe('__proto__');
    expect(Object.keys(odd.signedTermsOfService)).toEqual(['__proto__']);
  });
});
