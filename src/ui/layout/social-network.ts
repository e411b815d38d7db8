/** The social networks the header may link to. */
export type SocialNetwork = 'facebook' | 'instagram' | 'twitter';
