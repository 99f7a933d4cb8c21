ldr w0, [sp]
add x0, x0, x0 // c++ comment
fmla v0.4s, v1.4s, v2.4s /* c comment */
madd x0, x1, x2, x3 /* a */ // b */
  mul x0, x1, x2     /* a   // b */
