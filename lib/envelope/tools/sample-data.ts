/**
 * The sample shop the database tool queries: 8 customers and 15 orders. Cities match
 * the weather tool's table so lessons can combine the two.
 */

/** SQL that creates and fills the sample tables. */
export const SAMPLE_DATA_SQL = `
CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  city TEXT NOT NULL,
  country TEXT NOT NULL,
  joined_on TEXT NOT NULL
);
INSERT INTO customers (id, name, city, country, joined_on) VALUES
  (1, 'Ana Sousa', 'Lisbon', 'Portugal', '2023-02-11'),
  (2, 'Ingrid Berg', 'Oslo', 'Norway', '2023-05-30'),
  (3, 'Wanjiru Kamau', 'Nairobi', 'Kenya', '2023-07-04'),
  (4, 'Haruto Sato', 'Tokyo', 'Japan', '2023-09-19'),
  (5, 'Lucía Quispe', 'Lima', 'Peru', '2024-01-08'),
  (6, 'Liam Tremblay', 'Toronto', 'Canada', '2024-03-22'),
  (7, 'Omar Hassan', 'Cairo', 'Egypt', '2024-06-15'),
  (8, 'Chloe Nguyen', 'Sydney', 'Australia', '2024-08-01');

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  product TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  total REAL NOT NULL,
  ordered_on TEXT NOT NULL
);
INSERT INTO orders (id, customer_id, product, quantity, total, ordered_on) VALUES
  (1, 1, 'umbrella', 1, 24.5, '2024-09-02'),
  (2, 1, 'sunglasses', 2, 59.0, '2024-09-15'),
  (3, 2, 'wool socks', 3, 27.0, '2024-10-01'),
  (4, 2, 'snow boots', 1, 129.9, '2024-10-03'),
  (5, 3, 'water bottle', 2, 18.0, '2024-10-11'),
  (6, 4, 'umbrella', 1, 24.5, '2024-10-12'),
  (7, 4, 'rain jacket', 1, 89.0, '2024-10-20'),
  (8, 5, 'scarf', 1, 22.0, '2024-11-02'),
  (9, 6, 'windbreaker', 1, 75.0, '2024-11-05'),
  (10, 6, 'gloves', 2, 30.0, '2024-11-06'),
  (11, 7, 'sun hat', 1, 19.5, '2024-11-18'),
  (12, 7, 'sunscreen', 3, 26.7, '2024-11-18'),
  (13, 8, 'rain jacket', 1, 89.0, '2024-12-01'),
  (14, 8, 'umbrella', 2, 49.0, '2024-12-03'),
  (15, 3, 'sun hat', 1, 19.5, '2024-12-09');
`;
