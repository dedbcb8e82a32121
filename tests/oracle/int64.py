# Twin of tests/golden/int64.cst.
M = 9223372036854775807
m = -9223372036854775807 - 1
print(M, m, str(m), f"{m:d}", 0x7fffffffffffffff == M, ~M == m, ~m == M)
print(m % -1, m % 1, m // 1, m % 3, m // 3, M % -1, M // -1, M % 2, M // 2)
print(m + 1, -(m + 1), abs(m + 1), M - M, m + M, M * -1, m // 2 * 2 == m, -M - 1 == m)
print(M & m, M | m, M ^ m, m & -1, m | 0, 2 ** 62 + (2 ** 62 - 1) == M)
print(int(9.2e18), int(-9.2e18), round(9e18), int("-9223372036854775808") == m, int(str(M)) == M)
print(M / 1, m / 1, M / M, float(M), float(m), M == float(M), M > 9.2e18, m < -9.2e18)
