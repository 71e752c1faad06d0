import { describe, expect, it } from 'vitest';
import {
  ANNUAL_DISCOUNT,
  ANNUAL_DISCOUNT_PERCENT,
  AUTH_AUTHORIZE_TIMEOUT_SECONDS,
  AUTH_CROSS_TAB_LOCK_REFRESH_MS,
  AUTH_CROSS_TAB_LOCK_STALE_MS,
  AUTH_CROSS_TAB_LOCK_WAIT_MS,
  AUTH_DEFAULT_CACHE_LOCATION,
  AUTH_DEFAULT_SCOPE,
  AUTH_OPTIONAL_CACHE_LOCATION,
  AUTH_POPUP_HEIGHT_PX,
  AUTH_POPUP_WIDTH_PX,
  AUTH_SESSION_COOKIE_DAYS,
  AUTH_SILENT_LOCK_MAX_ATTEMPTS,
  AUTH_SILENT_LOCK_TIMEOUT_MS,
  AUTH_TOKEN_CACHE_MARGIN_SECONDS,
  AUTH_TOKEN_ENDPOINT_ATTEMPTS,
  AUTH_TOKEN_TIMEOUT_MS,
  AUTH_TRANSACTION_COOKIE_DAYS,
  BUTTON_SPINNER_SIZE,
  COPY_TOAST_DURATION_MS,
  EXTRA_MONTHLY_ACTIVE_USER_PRICE_CENTS,
  INVITATION_EXPIRY_DAYS,
  LICENSE_IDENTIFIER_MAX_LENGTH,
  LICENSE_TYPE,
  NARROW_SCREEN_MAX_WIDTH_PX,
  ONBOARDING_SUCCESS_MIN_WAIT_MS,
  ORGANIZATION_NAME_MAX_LENGTH,
  ORGANIZATION_NAME_MIN_LENGTH,
  ORGANIZATION_POLL_INTERVAL_MS,
  PAYMENT_GRACE_DAYS,
  PERSON_NAME_MAX_LENGTH,
  MONTHLY_PRICE_CENTS,
  PLAN_FACTS,
  PLAN_ORDER,
  POST_LOGIN_REDIRECT_DELAY_MS,
  QR_CODE_SIZE_PX,
  STORAGE_GB,
  SUBSCRIPTION_STATUSES,
  TABLE_DEFAULT_PAGE_SIZE,
  TERMS_SCROLL_THRESHOLD_PX,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  TRIAL_DAYS,
} from './constants';
import {
  ACTIVE_SUBSCRIPTION_STATUSES,
  AUTH_ID_TOKEN_LEEWAY_SECONDS,
  AUTH_OFFLINE_ACCESS_SCOPE,
  BILLING_PERIODS,
  CACHE_TAGS,
  CANCELED_STATUSES,
  EMAIL_MAX_LENGTH,
  LICENSE_COUNT_MAX,
  LICENSE_TYPE_LABEL,
  MS_PER_DAY,
  PAYMENT_PROBLEM_STATUSES,
  SAFE_MARKDOWN_URL_SCHEMES,
} from './index';
import { VALIDATION_MESSAGES } from './validation/form-schemas';

describe('business constants of spec §9', () => {
  it('gives a 7-day trial, a 7-day payment grace period and 25% off annual billing', () => {
    expect(TRIAL_DAYS).toBe(7);
    expect(PAYMENT_GRACE_DAYS).toBe(7);
    expect(ANNUAL_DISCOUNT).toBe(0.25);
  });

  it('prints the annual discount as 25 percent', () => {
    expect(ANNUAL_DISCOUNT_PERCENT).toBe(25);
  });

  it('lists Starter at $19 and Business at $99 a month, Enterprise custom (a product decision)', () => {
    expect(MONTHLY_PRICE_CENTS).toEqual({ starter: 1900, business: 9900, enterprise: null });
  });

  it('prices an extra monthly active user at one dollar and shares 10 GB of storage', () => {
    expect(EXTRA_MONTHLY_ACTIVE_USER_PRICE_CENTS).toBe(100);
    expect(STORAGE_GB).toBe(10);
  });

  it('times onboarding, login redirect, polling and the copy toast as the spec says', () => {
    expect(ONBOARDING_SUCCESS_MIN_WAIT_MS).toBe(4000);
    expect(POST_LOGIN_REDIRECT_DELAY_MS).toBe(100);
    expect(ORGANIZATION_POLL_INTERVAL_MS).toBe(10_000);
    expect(COPY_TOAST_DURATION_MS).toBe(2000);
  });

  it('sizes the layout: drawer under 1024 px, QR code 187 px, 10 rows a page, spinner 30, terms 20 px', () => {
    expect(NARROW_SCREEN_MAX_WIDTH_PX).toBe(1023);
    expect(QR_CODE_SIZE_PX).toBe(187);
    expect(TABLE_DEFAULT_PAGE_SIZE).toBe(10);
    expect(BUTTON_SPINNER_SIZE).toBe(30);
    expect(TERMS_SCROLL_THRESHOLD_PX).toBe(20);
  });

  it('configures toasts: one at a time, removed after 1,000,000 ms, 5 s duration, 50 px swipe, F8', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(TOAST_HOTKEY).toBe('F8');
  });

  it('holds the identity client numbers', () => {
    expect(AUTH_TOKEN_ENDPOINT_ATTEMPTS).toBe(3);
    expect(AUTH_TOKEN_TIMEOUT_MS).toBe(10_000);
    expect(AUTH_AUTHORIZE_TIMEOUT_SECONDS).toBe(60);
    expect([AUTH_POPUP_WIDTH_PX, AUTH_POPUP_HEIGHT_PX]).toEqual([400, 600]);
    expect(AUTH_TOKEN_CACHE_MARGIN_SECONDS).toBe(60);
    expect([AUTH_SESSION_COOKIE_DAYS, AUTH_TRANSACTION_COOKIE_DAYS]).toEqual([1, 1]);
    expect([AUTH_SILENT_LOCK_TIMEOUT_MS, AUTH_SILENT_LOCK_MAX_ATTEMPTS]).toEqual([5000, 10]);
    expect([
      AUTH_CROSS_TAB_LOCK_WAIT_MS,
      AUTH_CROSS_TAB_LOCK_REFRESH_MS,
      AUTH_CROSS_TAB_LOCK_STALE_MS,
    ]).toEqual([5000, 1000, 5000]);
    expect(AUTH_DEFAULT_SCOPE).toBe('openid profile email');
    expect(AUTH_DEFAULT_CACHE_LOCATION).toBe('memory');
    expect(AUTH_OPTIONAL_CACHE_LOCATION).toBe('localstorage');
  });

  it('holds the product limits the API enforces', () => {
    expect(ORGANIZATION_NAME_MIN_LENGTH).toBe(1);
    expect(ORGANIZATION_NAME_MAX_LENGTH).toBe(100);
    expect(LICENSE_IDENTIFIER_MAX_LENGTH).toBe(200);
    expect(PERSON_NAME_MAX_LENGTH).toBe(100);
    expect(INVITATION_EXPIRY_DAYS).toBe(7);
    expect(LICENSE_TYPE).toBe('POD_ADMIN');
  });

  it('orders plans starter, business, enterprise', () => {
    expect(PLAN_ORDER).toEqual(['starter', 'business', 'enterprise']);
  });

  it('describes each plan with the figures of spec §9', () => {
    expect(PLAN_FACTS.starter).toMatchObject({
      podCreators: 1,
      monthlyActiveUsers: 25,
      onPremAvailable: false,
    });
    expect(PLAN_FACTS.business).toMatchObject({
      podCreators: 5,
      monthlyActiveUsers: 150,
      onPremAvailable: false,
    });
    expect(PLAN_FACTS.enterprise).toMatchObject({
      podCreators: null,
      monthlyActiveUsers: null,
      unlimitedPods: true,
      onPremAvailable: true,
    });
    for (const plan of PLAN_ORDER) {
      expect(PLAN_FACTS[plan].extraMonthlyActiveUserPriceCents).toBe(100);
      expect(PLAN_FACTS[plan].storageGb).toBe(10);
    }
  });

  it('lists the eleven subscription statuses of spec §4', () => {
    expect(SUBSCRIPTION_STATUSES).toEqual([
      'active',
      'past_due',
      'canceled',
      'cancelled',
      'unpaid',
      'pending',
      'payment_failed',
      'trialing',
      'incomplete',
      'incomplete_expired',
      'paused',
    ]);
  });
});

describe('the enumerations and limits of spec §3, §4, §5 and §7', () => {
  it('counts only active and trialing as active, both spellings as canceled, three payment problems', () => {
    expect(ACTIVE_SUBSCRIPTION_STATUSES).toEqual(['active', 'trialing']);
    expect(CANCELED_STATUSES).toEqual(['canceled', 'cancelled']);
    expect(PAYMENT_PROBLEM_STATUSES).toEqual(['payment_failed', 'past_due', 'unpaid']);
  });

  it('tags cached data ORGANIZATION, ORGANIZATIONS, CURRENT_USER and USER_TOS', () => {
    expect(CACHE_TAGS).toEqual(['ORGANIZATION', 'ORGANIZATIONS', 'CURRENT_USER', 'USER_TOS']);
  });

  it('bills monthly or annually and labels the one licence type "Pod Creator"', () => {
    expect(BILLING_PERIODS).toEqual(['monthly', 'annually']);
    expect(LICENSE_TYPE_LABEL).toBe('Pod Creator');
  });

  it('keeps markdown URLs with no scheme or one of six schemes', () => {
    expect(SAFE_MARKDOWN_URL_SCHEMES).toEqual(['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp']);
  });

  it('checks identity tokens with 60 s leeway and asks offline_access for refresh tokens', () => {
    expect(AUTH_ID_TOKEN_LEEWAY_SECONDS).toBe(60);
    expect(AUTH_OFFLINE_ACCESS_SCOPE).toBe('offline_access');
  });

  it('holds the contract’s ceilings and a day in milliseconds', () => {
    expect(EMAIL_MAX_LENGTH).toBe(254);
    expect(LICENSE_COUNT_MAX).toBe(1_000_000);
    expect(MS_PER_DAY).toBe(24 * 60 * 60 * 1000);
  });

  it('words every required-field message exactly as spec §5 does, the settings form’s sic included', () => {
    expect(VALIDATION_MESSAGES).toMatchObject({
      organizationNameRequired: 'Organization name is required',
      settingsOrganizationNameRequired: 'First name is required',
      identifierRequired: 'Identifier is required',
      firstNameRequired: 'First name is required',
      lastNameRequired: 'Last name is required',
      emailRequired: 'Email is required',
      emailInvalid: 'Invalid email format',
    });
  });
});
