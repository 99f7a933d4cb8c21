call zero, foo
call a0, 8
call t0, foo@plt
call t0, foo+4
call ra, foo
tail 16
