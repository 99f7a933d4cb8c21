add x0, x1, x2
mul x3, x0, x0
