import { describe, expect, it } from 'vitest';
import { collegeClaimRequestSchema, collegeWebsiteDomain, isEmailAtCollegeDomain } from './college-claims.ts';

describe('the domain signal of a claim (docs/decisions/032)', () => {
  it('reads the organisation’s domain from the website', () => {
    expect(collegeWebsiteDomain('https://web.mit.edu/')).toBe('mit.edu');
    expect(collegeWebsiteDomain('https://www.akbible.edu/')).toBe('akbible.edu');
    expect(collegeWebsiteDomain('www.arc.losrios.edu')).toBe('losrios.edu');
    expect(collegeWebsiteDomain('http://www.uprrp.edu.pr/admisiones')).toBe('uprrp.edu.pr');
    expect(collegeWebsiteDomain('HTTPS://WWW.Example.COM:8080/x')).toBe('example.com');
    expect(collegeWebsiteDomain('localhost')).toBeNull();
    expect(collegeWebsiteDomain('')).toBeNull();
    expect(collegeWebsiteDomain(null)).toBeNull();
  });

  it('is true for the domain and its subdomains, false for look-alikes', () => {
    expect(isEmailAtCollegeDomain('coach@mit.edu', 'https://web.mit.edu/')).toBe(true);
    expect(isEmailAtCollegeDomain('Coach@Esports.MIT.edu', 'https://web.mit.edu/')).toBe(true);
    expect(isEmailAtCollegeDomain('coach@notmit.edu', 'https://web.mit.edu/')).toBe(false);
    expect(isEmailAtCollegeDomain('coach@mit.edu.evil.com', 'https://web.mit.edu/')).toBe(false);
    expect(isEmailAtCollegeDomain('coach@gmail.com', 'https://web.mit.edu/')).toBe(false);
    expect(isEmailAtCollegeDomain('coach@mit.edu', null)).toBe(false);
  });
});

describe('the claim form', () => {
  it('needs one of spec 6’s college-program roles and bounded plain-text evidence', () => {
    expect(collegeClaimRequestSchema.safeParse({ role: 'programs_college_admissions', evidence: ' Director of admissions ' }).data).toEqual({
      role: 'programs_college_admissions',
      evidence: 'Director of admissions',
    });
    expect(collegeClaimRequestSchema.safeParse({ role: 'yes_admin', evidence: 'x' }).success).toBe(false);
    expect(collegeClaimRequestSchema.safeParse({ role: 'programs_college_admin', evidence: 'x'.repeat(2001) }).success).toBe(false);
  });
});
