/**
 * Claim names and fixed values from the 1EdTech specs (LTI Core 1.3, Deep Linking 2.0,
 * Assignment and Grade Services 2.0), named once so no file spells a URI by hand.
 */
const LTI = "https://purl.imsglobal.org/spec/lti/claim/";
const DL = "https://purl.imsglobal.org/spec/lti-dl/claim/";

export const CLAIM = {
  messageType: `${LTI}message_type`,
  version: `${LTI}version`,
  deploymentId: `${LTI}deployment_id`,
  targetLinkUri: `${LTI}target_link_uri`,
  resourceLink: `${LTI}resource_link`,
  roles: `${LTI}roles`,
  context: `${LTI}context`,
  custom: `${LTI}custom`,
  agsEndpoint: "https://purl.imsglobal.org/spec/lti-ags/claim/endpoint",
  deepLinkingSettings: `${DL}deep_linking_settings`,
  contentItems: `${DL}content_items`,
  deepLinkingData: `${DL}data`,
  deepLinkingMessage: `${DL}msg`,
} as const;

export const LTI_VERSION = "1.3.0";
export const MESSAGE_TYPES = ["LtiResourceLinkRequest", "LtiDeepLinkingRequest"] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const DEEP_LINKING_REQUEST: MessageType = "LtiDeepLinkingRequest";
export const DEEP_LINKING_RESPONSE = "LtiDeepLinkingResponse";

/** The AGS scope that lets the tool post scores. */
export const SCORE_SCOPE = "https://purl.imsglobal.org/spec/lti-ags/scope/score";
export const SCORE_MEDIA_TYPE = "application/vnd.ims.lis.v1.score+json";
export const CLIENT_ASSERTION_TYPE = "urn:ietf:params:oauth:client-assertion-type:jwt-bearer";

/** The only signing algorithm the Security Framework allows for messages today. */
export const LTI_ALG = "RS256";
