c.jr ra
