testb %dl, %dl
testb %bl, %cl
orb %bl, %dl
andb %cl, %dl
testb %cl, %bl
