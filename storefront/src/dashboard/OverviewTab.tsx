import { Link } from 'react-router';
import { formatMoney, formatDate } from '@kawaii/shared';
import type { DashboardData } from '../api/account-api.ts';
import { firstFew } from './dashboard-helpers.ts';
import { OrderStatusBadge } from '../ui/OrderStatusBadge.tsx';
import { achievementSymbol } from './achievement-icons.ts';

/** Counts, the 3 most recent achievements and the 3 most recent orders. */
export function OverviewTab({ data }: { data: DashboardData }) {
  const { user, orders, orderCount, achievements } = data;
  const recent = firstFew(achievements.unlocked);
  const totalAchievements = achievements.unlocked.length + achievements.locked.length;
  return (
    <div className="overview">
      <h2 className="visually-hidden">Overview</h2>
      <ul className="overview__counts">
        <li className="count-card count-card--orders">
          <span className="count-card__value">{orderCount}</span>
          <span className="count-card__label">{orderCount === 1 ? 'Order' : 'Orders'}</span>
        </li>
        <li className="count-card count-card--achievements">
          <span className="count-card__value">
            {achievements.unlocked.length}
            <small>/{totalAchievements}</small>
          </span>
          <span className="count-card__label">Achievements</span>
        </li>
        <li className="count-card count-card--points">
          <span className="count-card__value">{user.rewardPoints}</span>
          <span className="count-card__label">Reward Points</span>
        </li>
      </ul>

      <div className="overview__columns">
        <section className="dashboard-card" aria-labelledby="recent-achievements">
          <h3 id="recent-achievements" className="dashboard-card__title">
            Recent Achievements
          </h3>
          {recent.shown.length === 0 ? (
            <p className="dashboard-card__empty">No achievements yet</p>
          ) : (
            <ul className="recent-achievements">
              {recent.shown.map((achievement) => (
                <li key={achievement.id} className="recent-achievements__item">
                  <span className="recent-achievements__icon" aria-hidden="true">
                    {achievementSymbol(achievement)}
                  </span>
                  <span>
                    <strong>{achievement.name}</strong>
                    {achievement.unlockedDate && (
                      <small>{formatDate(achievement.unlockedDate)}</small>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {recent.more > 0 && (
            <Link className="dashboard-card__more" to="/dashboard/achievements">
              +{recent.more} more
            </Link>
          )}
        </section>

        <section className="dashboard-card" aria-labelledby="recent-orders">
          <h3 id="recent-orders" className="dashboard-card__title">
            Recent Orders
          </h3>
          {orders.length === 0 ? (
            <p className="dashboard-card__empty">
              No orders yet. <Link to="/shop">Find something sweet in the shop!</Link>
            </p>
          ) : (
            <ul className="recent-orders">
              {firstFew(orders).shown.map((order) => (
                <li key={order._id} className="recent-orders__item">
                  <span className="recent-orders__number">{order.orderId}</span>
                  <span className="recent-orders__date">{formatDate(order.createdAt)}</span>
                  <OrderStatusBadge status={order.status} />
                  <span className="recent-orders__total">{formatMoney(order.total)}</span>
                </li>
              ))}
            </ul>
          )}
          <Link className="dashboard-card__more" to="/dashboard/orders">
            View All Orders
          </Link>
        </section>
      </div>
    </div>
  );
}
