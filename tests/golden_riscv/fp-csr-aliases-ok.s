frflags a4
fsflags a4
frrm a0
fsrm a0
fsrmi 1
fsflagsi 2
frcsr a0
fscsr a0
fsflags a0, a1
fsrmi a0, 3
fsflagsi a1, 31
