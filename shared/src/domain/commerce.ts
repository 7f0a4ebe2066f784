// Orders, cart, rewards and achievements (spec.md section 3, api-contract.md "Orders ...").

export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const CONTACT_TYPES = ['email', 'phone', 'whatsapp', 'telegram'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export const PAYMENT_METHODS = ['zelle', 'paypal', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface OrderItem {
  id: string;
  title: string;
  image: string | null;
  price: number;
  discountPrice: number | null;
  quantity: number;
}

export interface Order {
  _id: string;
  orderId: string;
  status: OrderStatus;
  items: OrderItem[];
  total: number;
  rewardPointsEarned: number;
  achievements: string[];
  createdAt: string;
  updatedAt: string;
}

/** The admin desk's view of an order: who ordered and how to reach them. */
export interface AdminOrder extends Order {
  userId: string | null;
  name: string;
  email: string;
  contact: string;
  contactType: ContactType;
  message: string;
  paymentMethod: PaymentMethod;
  history: { status: OrderStatus; note: string; createdAt: string }[];
}

export interface CartItem {
  id: string;
  title: string;
  price: number;
  discountPrice: number | null;
  image: string | null;
  stock: number;
  quantity: number;
}

export interface UnavailableItem {
  id: string;
  title: string;
  requested: number;
  inStock: number;
}

export interface Achievement {
  id: string;
  icon: string;
  name: string;
  description: string;
  pointsReward: number;
  unlockedDate: string | null;
}

export interface AchievementLists {
  unlocked: Achievement[];
  locked: Achievement[];
}

export const REWARD_TRANSACTION_TYPES = [
  'earned',
  'spent',
  'bonus',
  'achievement',
  'expired',
] as const;
export type RewardTransactionType = (typeof REWARD_TRANSACTION_TYPES)[number];

export interface RewardTransaction {
  _id: string;
  type: RewardTransactionType;
  amount: number;
  description: string;
  createdAt: string;
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  pages: number;
}

export interface ChatMessage {
  type: 'bot' | 'user';
  content: string;
  timestamp: string;
}
