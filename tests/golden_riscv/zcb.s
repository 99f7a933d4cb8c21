mul a4, a5, a4
mul a4, a4, a5
and a4, a5, a4
zext.b a4, a4
lbu a4, 3(a5)
lh a4, 2(a5)
sh a4,2(a5)
sb a4,3(a5)
lhu a4,2(a5)
not a4,a4
sext.b a4,a4
sext.h a4,a4
zext.h a4,a4
zext.w a4,a4
lh a4,1(a5)
