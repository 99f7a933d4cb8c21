# mcalens-golden: -mtriple=i686-unknown-linux-gnu -mcpu=alderlake -all-views
# 32-bit mode: byte registers without %al (every probe of these forms named a 64-bit-only register)
testb %bl, %bl
orb %cl, %cl
addb %bl, %cl
subb %dl, %bl
adcb %cl, %dl
sbbb %bh, %ch
xchgb %bl, %cl
andb %bh, %bl
cmpb %dl, %bl
testb %ah, %ah
mulx (%eax), %ecx, %ebx
aad
aam
aad $7
aam $10
